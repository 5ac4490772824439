// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the CSS module declaration must reach every app that type-checks this file
/// <reference path="./css.d.ts" />
import { useEffect, useState, type ReactNode } from 'react';
import type { UploadResult } from '@uppy/core';
import Dashboard, { type DashboardOptions } from '@uppy/dashboard';
import ImageEditor from '@uppy/image-editor';
import DashboardModal from '@uppy/react/dashboard-modal';
import { LIMITS } from '@festive/contracts';
import { Button, notify, type ButtonProps } from '@festive/web-kit';
import { createImageUppy, type ImageUppy, type ImageUppyBody, type ImageUppyMeta } from './image-uppy';
import { DASHBOARD_STRINGS, uploadNote } from './dialog-strings';
import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import '@uppy/image-editor/css/style.min.css';

type MetaField = Extract<DashboardOptions<ImageUppyMeta, ImageUppyBody>['metaFields'], unknown[]>[number];

/** By default the file card lets the admin rename the file, and a name is required. */
const DEFAULT_META_FIELDS: MetaField[] = [{ id: 'name', name: 'Name', placeholder: 'File name' }];

export interface ImageUploadButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /**
   * Called with the checked image value (`/objects/uploads/...`) once an upload is accepted, and
   * the file itself: the catalog serves an upload only once a saved record uses it, so a preview
   * before saving shows the local file (`URL.createObjectURL`).
   */
  onUploaded(objectPath: string, file?: Blob): void;
  /** Largest file in bytes (default 10 MB; product images pass 5 MB). */
  maxFileSize?: number;
  maxNumberOfFiles?: number;
  metaFields?: MetaField[];
  /** Meta fields that must be filled before the upload starts (the dialog names the missing ones). */
  requiredMetaFields?: string[];
  children?: ReactNode;
}

/**
 * The reusable image upload button: a modal Uppy Dashboard with drag and drop,
 * paste, browse, file cards with an edit panel, the image editor and the status bar (upload,
 * pause, resume, retry, cancel, done). Images only, one file and 10 MB unless the host says
 * otherwise. The dialog closes on Escape, its close control, or once the upload is accepted.
 */
export function ImageUploadButton({
  onUploaded,
  maxFileSize = LIMITS.uploadDefaultMaxBytes,
  maxNumberOfFiles = LIMITS.uploadDefaultMaxFiles,
  metaFields = DEFAULT_META_FIELDS,
  requiredMetaFields = ['name'],
  children = 'Upload Image',
  ...buttonProps
}: ImageUploadButtonProps) {
  const [open, setOpen] = useState(false);
  const [uppy] = useState<ImageUppy>(() =>
    createImageUppy({ maxFileSize, maxNumberOfFiles, requiredMetaFields }),
  );

  useEffect(() => {
    const onComplete = (result: UploadResult<ImageUppyMeta, ImageUppyBody>) => {
      const uploaded = result.successful?.[0];
      const objectPath = uploaded?.meta.objectPath;
      if (result.failed?.length || !objectPath) return;
      onUploaded(objectPath, uploaded.data instanceof Blob ? uploaded.data : undefined);
      notify({ title: 'Image uploaded successfully!', type: 'success' });
      setOpen(false);
      uppy.clear();
    };
    uppy.on('complete', onComplete);
    return () => {
      uppy.off('complete', onComplete);
    };
  }, [uppy, onUploaded]);

  // The editor mounts into the Dashboard, which the modal below installs on its own mount
  // (a child's effects run first).
  useEffect(() => {
    uppy.use(ImageEditor, { target: Dashboard, quality: 0.9 });
    return () => {
      const editor = uppy.getPlugin('ImageEditor');
      if (editor) uppy.removePlugin(editor);
    };
  }, [uppy]);

  useEffect(() => () => uppy.destroy(), [uppy]);

  return (
    <>
      <Button
        type="button"
        variant="outline"
        colorPalette="maroon"
        onClick={() => setOpen(true)}
        data-testid="button-upload-image"
        {...buttonProps}
      >
        {children}
      </Button>
      <DashboardModal
        uppy={uppy}
        open={open}
        onRequestClose={() => setOpen(false)}
        closeModalOnClickOutside
        animateOpenClose
        browserBackButtonClose={false}
        proudlyDisplayPoweredByUppy={false}
        metaFields={metaFields}
        note={uploadNote(maxFileSize, maxNumberOfFiles)}
        locale={{ strings: DASHBOARD_STRINGS }}
        theme="light"
      />
    </>
  );
}
