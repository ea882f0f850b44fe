import { describe, expect, it } from "vitest";
import { createOrganization } from "@/lib/organizations/create-organization";
import { deleteApp } from "@/lib/apps/delete-app";
import { addMember, createOwner, createReviewer, registerApp } from "@/lib/test/fixtures";
import { callRoute } from "@/lib/test/call-route";
import { GET } from "./route";

const get = (organizationId: string, apiKey: string) =>
  callRoute(GET, "GET", `/api/core/organization/${organizationId}/permissions`, { params: { organizationId }, apiKey });

describe("GET /api/core/organization/{organizationId}/permissions (operation 16: the catalogue)", () => {
  it("lists every group's permissions with statement templates, scopable ones naming the target tree", async () => {
    const { organization, apiKey } = await createOwner();
    const res = await get(organization.id, apiKey);
    expect(res.status).toBe(200);
    const groups = res.json.groups as { id: string; permissions: Record<string, string>[] }[];
    expect(groups.map((g) => g.id)).toEqual(
      expect.arrayContaining(["organization", "members", "roles", "apps", "campaigns", "assets", "settlement", "balance"]),
    );
    const all = groups.flatMap((g) => g.permissions);
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    for (const p of all) {
      expect(p.id).toBe(`${p.resource}:${p.action}`);
      expect(p.statementAction).toBe(p.id);
      expect(p.statementTemplate).toBe(`${p.id}@{target}`);
      expect(p.label).not.toBe("");
      expect(p.description).not.toBe("");
    }
    expect(all.find((p) => p.id === "app:update")).toMatchObject({ targetTreeId: "organization-resources" });
    expect(all.find((p) => p.id === "settlement:update")?.targetTreeId).toBeUndefined();
    // Reviewer-only actions are never offered to roles.
    expect(all.map((p) => p.id)).not.toContain("app:review");
    expect(res.json.enabledFeatures).toEqual(organization.enabledFeatures);
  });

  it("the target tree holds this organization, its children and their live apps with platforms, nobody else's", async () => {
    const { organization, apiKey, user } = await createOwner({ name: "Root" });
    const { organization: child } = await createOrganization(user.id, { name: "Child", parentOrganizationId: organization.id });
    const rootApp = await registerApp(organization.id, { name: "Root Game" });
    const childApp = await registerApp(child.id, { name: "Child Game" });
    const gone = await registerApp(organization.id, { name: "Deleted Game" });
    await deleteApp(organization.id, gone.id);
    const stranger = await createOwner({ name: "Stranger" });
    await registerApp(stranger.organization.id, { name: "Their Game" });

    const res = await get(organization.id, apiKey);
    expect(res.json.targetTree).toMatchObject({ id: "organization-resources", label: expect.any(String) });
    const [root] = res.json.targetTree.nodes;
    const rootPath = `organization/${organization.id}`;
    const childPath = `${rootPath}/organization/${child.id}`;
    expect(root).toMatchObject({ id: rootPath, label: "Root", selectable: true });
    expect(root.children).toEqual([
      {
        id: childPath,
        label: "Child",
        selectable: true,
        children: [
          {
            id: `${childPath}/app/${childApp.id}`,
            label: "Child Game",
            selectable: true,
            children: [{ id: `${childPath}/app/${childApp.id}/platform/APP_PLATFORM_ANDROID`, label: "Android", selectable: true }],
          },
        ],
      },
      {
        id: `${rootPath}/app/${rootApp.id}`,
        label: "Root Game",
        selectable: true,
        children: [{ id: `${rootPath}/app/${rootApp.id}/platform/APP_PLATFORM_ANDROID`, label: "Android", selectable: true }],
      },
    ]);
    expect(JSON.stringify(res.json)).not.toContain(stranger.organization.id);

    // Asked from the child, the tree starts at the child.
    const fromChild = await get(child.id, (await addMember(child.id, "viewer")).apiKey);
    expect(fromChild.json.targetTree.nodes[0].id).toBe(`organization/${child.id}`);
  });

  it("any member may read it; a non-member may not, a platform reviewer neither (regression: reviewers read the tree)", async () => {
    const { organization } = await createOwner();
    const viewer = await addMember(organization.id, "viewer");
    expect((await get(organization.id, viewer.apiKey)).status).toBe(200);
    const reviewer = await createReviewer();
    const asReviewer = await get(organization.id, reviewer.apiKey);
    expect(asReviewer.json).toMatchObject({ statusCode: 403, code: "Forbidden", reason: "NOT_A_MEMBER" });
    expect(asReviewer.text).not.toContain("targetTree");
    const stranger = await createOwner();
    expect((await get(organization.id, stranger.apiKey)).json).toMatchObject({ statusCode: 403, reason: "NOT_A_MEMBER" });
  });
});
