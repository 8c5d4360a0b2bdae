import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Tests and benchmarks build into their own folder so parallel runs never share a build.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // React Router 8's behaviour now: middleware and typed context, route modules split for the
  // browser, Vite's environment API, loaders given the request as sent (`url` is the page's), and
  // data requests that keep a trailing slash (`/path/_.data`).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
