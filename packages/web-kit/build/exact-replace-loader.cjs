// Replaces one exact piece of a library's code in browser bundles (see chakra-patches.ts and
// federation-patches.ts for the pieces and why). Fails the build when the piece is not found, so
// an upgrade of the library can never silently drop a patch (and with it the styles or the speed
// it stands for).
module.exports = function exactReplaceLoader(source) {
  const { find, replace, why } = this.getOptions();
  if (!source.includes(find)) {
    throw new Error(
      `exact-replace-loader: ${this.resourcePath} no longer contains the code patched to ${why}; check the rules that name it (packages/web-kit/build/*-patches.ts)`,
    );
  }
  return source.replace(find, replace);
};
