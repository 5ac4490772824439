// rspack bundles CSS natively (module type css/auto); TypeScript only needs to know the import exists.
declare module '*.css';
