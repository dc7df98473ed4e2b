// Build-time settings rsbuild inlines from `PUBLIC_*` environment variables (see consoles/README.md).
interface ImportMetaEnv {
  readonly PUBLIC_CONSULT_QQ?: string;
  readonly PUBLIC_CONSULT_QR?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
