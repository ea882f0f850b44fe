import { notFound } from "next/navigation";

// An address below an organization that matches no page: the 404 inside the organization's shell, not the bare one.
export default function UnknownOrganizationPage() {
  notFound();
}
