import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import { Box, Button, Flex, Image, Stack, Text } from '@festive/web-kit';
import { Field, FieldInput } from '@festive/web-kit/controls';

/** Uppy arrives with the first form that needs it, never with the login page or the lists. */
const ImageUploadButton = lazy(() =>
  import('@festive/web-kit/upload').then((module) => ({ default: module.ImageUploadButton })),
);

interface ImageFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** The upload limit of this form (5 MB for products, the button's 10 MB default otherwise). */
  maxFileSize?: number;
  /** Whether the image may also be given as a URL (product images). */
  allowUrl?: boolean;
  invalid?: boolean;
}

/**
 * The preview of a fresh upload: the local file, since the catalog serves an upload only once a
 * saved product or carousel image uses it. Its object URL is released when replaced or unmounted.
 */
function useLocalPreview(value: string) {
  const [local, setLocal] = useState<{ path: string; url: string }>();
  useEffect(() => () => local && URL.revokeObjectURL(local.url), [local]);
  const remember = useCallback((path: string, file?: Blob) => {
    setLocal(file ? { path, url: URL.createObjectURL(file) } : undefined);
  }, []);
  return { src: local?.path === value ? local.url : value, remember };
}

/** An image chosen by upload (or typed as a URL), with its preview. */
export function ImageField({ label, value, onChange, maxFileSize, allowUrl, invalid }: ImageFieldProps) {
  const labelId = useId();
  const { src, remember } = useLocalPreview(value);
  const onUploaded = useCallback(
    (objectPath: string, file?: Blob) => {
      remember(objectPath, file);
      onChange(objectPath);
    },
    [remember, onChange],
  );
  return (
    <Field.Root required invalid={invalid}>
      <Field.Label id={labelId}>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Flex
        gap="4"
        align={{ base: 'stretch', sm: 'center' }}
        direction={{ base: 'column', sm: 'row' }}
        w="full"
      >
        <Box
          w={{ base: 'full', sm: '32' }}
          h="24"
          flexShrink={0}
          borderRadius="md"
          borderWidth="1px"
          borderStyle={value ? 'solid' : 'dashed'}
          borderColor="saffron.300"
          bg="bg.subtle"
          overflow="hidden"
          data-testid="image-preview"
          // The image value itself: the picture shown may be the local file of a fresh upload.
          data-image-value={value || undefined}
        >
          {value ? (
            <Image src={src} alt="Preview of the chosen image" w="full" h="full" objectFit="cover" />
          ) : (
            <Flex h="full" align="center" justify="center">
              <Text fontSize="xs" color="fg.muted">
                No image yet
              </Text>
            </Flex>
          )}
        </Box>
        <Stack gap="2" flex="1" minW="0">
          <Flex gap="2" wrap="wrap">
            <Suspense fallback={<Button variant="outline" loading aria-label="Loading the uploader" />}>
              <ImageUploadButton maxFileSize={maxFileSize} onUploaded={onUploaded} aria-describedby={labelId}>
                {value ? 'Replace Image' : 'Upload Image'}
              </ImageUploadButton>
            </Suspense>
            {value && (
              <Button variant="ghost" onClick={() => onChange('')}>
                Remove
              </Button>
            )}
          </Flex>
          {allowUrl && (
            <FieldInput
              type="url"
              placeholder="or paste an image URL (https://...)"
              aria-label="Image URL"
              value={value.startsWith('/objects/') ? '' : value}
              onChange={(event) => onChange(event.target.value)}
              data-testid="image-url-input"
            />
          )}
        </Stack>
      </Flex>
      <Field.ErrorText>Add an image: upload one{allowUrl ? ' or paste its URL' : ''}.</Field.ErrorText>
    </Field.Root>
  );
}
