import type { MetadataRoute } from "next";
import { gameCount } from "@/lib/games/catalog/catalog";

// Lets a phone add Pigeon Post to its home screen as an app of its own (icons from app/icon.svg,
// rasterised by scripts/icons.ts).
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "Pigeon Post",
    short_name: "Pigeon Post",
    description: `Slow chess by email: ${gameCount}, a move every few days, with friends anywhere.`,
    start_url: "/",
    display: "standalone",
    background_color: "#f6f3ec",
    theme_color: "#1f3a5f",
    icons: [
      { src: "/icon.svg", type: "image/svg+xml", sizes: "any" },
      { src: "/icon-192.png", type: "image/png", sizes: "192x192" },
      { src: "/icon-512.png", type: "image/png", sizes: "512x512" },
    ],
  };
}
