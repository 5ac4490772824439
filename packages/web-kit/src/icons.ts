/**
 * `@festive/web-kit/icons`: the shop's line icon. Not shared through Module Federation: every app
 * that draws an icon bundles this small module itself, so a remote using it still works under a
 * shell released before it (the shared web-kit such a shell provides has no LineIcon).
 */
export { LineIcon } from './ui/line-icon';
