import { redirect } from "next/navigation";
import { currentUserId } from "@/lib/auth/session";

export default async function Home() {
  redirect((await currentUserId()) ? "/organizations" : "/sign-in");
}
