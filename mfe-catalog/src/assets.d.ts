/** Pictures imported by code are emitted as files (rspack asset/resource): the import is their URL. */
declare module '*.svg' {
  const url: string;
  export default url;
}
