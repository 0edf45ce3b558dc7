import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** The reference server the dev server proxies API calls to. */
const apiTarget = process.env.API_TARGET ?? "http://127.0.0.1:8080";

export default defineConfig({
  plugins: [
    react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }),
    lingui({ failOnMissing: true, failOnCompileError: true }),
  ],
  server: {
    port: 5173,
    proxy: { "/wps": apiTarget, "/lgw": apiTarget, "/dev": apiTarget, "/media": apiTarget },
  },
  build: {
    target: "es2022",
    sourcemap: false,
    chunkSizeWarningLimit: 700,
  },
});
