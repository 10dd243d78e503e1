import type { Config } from "@react-router/dev/config";

export default {
  // Server-rendered: search engines and slow phones get complete HTML.
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
} satisfies Config;
