import esbuild from "rollup-plugin-esbuild";

/** Bundles the system into one ES module; class names are kept because Roll.fromData finds a roll class by name. */
export default {
  input: "module/anthology.ts",
  output: { file: `${process.env.ANTHOLOGY_DIST ?? "dist"}/anthology.mjs`, format: "es", sourcemap: true },
  plugins: [esbuild({ target: "es2022", keepNames: true, minify: false, tsconfig: "tsconfig.json" })],
};
