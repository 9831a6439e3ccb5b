import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";

type Context = { params: Promise<{ nextauth: string[] }> };

async function handler(request: Request, context: Context) {
  const { nextauth } = await context.params;
  // Sign-in mail goes through /signin (validation and rate limits), never next-auth's endpoint.
  if (request.method === "POST" && nextauth.join("/") === "signin/email") {
    return Response.json({ error: "Request sign-in links at /signin." }, { status: 404 });
  }
  return NextAuth(request as never, context as never, authOptions());
}

export { handler as GET, handler as POST };
