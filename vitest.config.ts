import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    setupFiles: ["test/harness/setup.ts"],
    // happy-dom: sheets render into a DOM (app.element), so _onRender, action clicks, drags and form submits run.
    environment: "happy-dom",
    reporters: ["default"],
  },
});
