// Build-time settings rsbuild inlines from `PUBLIC_*` environment variables (see consoles/README.md).
interface ImportMetaEnv {
  readonly PUBLIC_CONSULT_QQ?: string;
  readonly PUBLIC_CONSULT_QR?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

// Stylesheets a component imports for their side effect (rsbuild bundles them); TypeScript 7 checks that every
// side-effect import resolves, and a stylesheet has no types of its own.
declare module '*.css';
