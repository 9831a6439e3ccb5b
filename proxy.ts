// Runs before Next.js routes a request. Refuses what Next.js would otherwise answer with a 500:
// an address that is not valid percent-encoded UTF-8, and a body over the form limit
// (lib/input/request-guard.ts says why).
import { type NextRequest, NextResponse } from "next/server";
import { refuseMalformedRequest } from "@/lib/input/request-guard";

export async function proxy(request: NextRequest) {
  return (await refuseMalformedRequest(request)) ?? NextResponse.next();
}
