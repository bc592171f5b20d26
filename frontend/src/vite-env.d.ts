/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Public origin used for canonical and social-preview links, e.g. https://example.com */
  readonly VITE_SITE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
