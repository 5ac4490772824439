/**
 * `@festive/web-kit/upload`: the image upload button (Uppy and its styles), a federation-shared
 * singleton loaded only by the pages that upload, so Uppy never lands on the storefront's first
 * page.
 */
export { ImageUploadButton } from './upload/image-upload-button';
