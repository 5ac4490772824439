import { useState, type FormEvent } from 'react';
import { Box, Button, chakra, Flex, SimpleGrid, Stack, Text } from '@festive/web-kit';
import { Field, FieldInput } from '@festive/web-kit/controls';
import { CAROUSEL_SIZE_HINT, type CarouselImage } from '@festive/contracts';
import { ImageField } from '../../../common/image-field';
import { FormHeaderActions, TextArea } from '../../../common/form-parts';
import { Panel } from '../../../common/panel';
import { useSaveCarouselImage } from '../api/carousel-images';
import {
  type CarouselFormValues,
  EMPTY_CAROUSEL_FORM,
  formFromCarouselImage,
  toCarouselPayload,
} from '../carousel-form-state';

interface CarouselFormProps {
  editing: CarouselImage | null;
  onClose(): void;
  onReturnToDashboard(): void;
}

/** The carousel image form: it opens, closes and keeps content like the product form. */
export function CarouselForm({ editing, onClose, onReturnToDashboard }: CarouselFormProps) {
  const [form, setForm] = useState<CarouselFormValues>(() =>
    editing ? formFromCarouselImage(editing) : EMPTY_CAROUSEL_FORM,
  );
  const [tried, setTried] = useState(false);
  const save = useSaveCarouselImage(onClose);
  const set = (key: keyof CarouselFormValues, value: string) =>
    setForm((current) => ({ ...current, [key]: value }));
  const text = (key: keyof CarouselFormValues) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (!form.image.trim()) return;
    const payload = toCarouselPayload(form);
    save.mutate(editing ? { mode: 'edit', id: editing.id, payload } : { mode: 'create', payload });
  };

  return (
    <Panel
      title={editing ? 'Edit Carousel Image' : 'Add Carousel Image'}
      testId="carousel-form"
      actions={
        <FormHeaderActions
          closeLabel="Close the carousel image form"
          onClose={onClose}
          onReturnToDashboard={onReturnToDashboard}
        />
      }
    >
      <chakra.form onSubmit={submit} noValidate>
        <Stack gap="5">
          <Text fontSize="sm" color="fg.muted" bg="bg.subtle" px="3" py="2" borderRadius="md">
            {CAROUSEL_SIZE_HINT}
          </Text>
          <ImageField
            label="Image"
            value={form.image}
            onChange={(image) => set('image', image)}
            invalid={tried && !form.image.trim()}
          />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root>
              <Field.Label>Title (optional)</Field.Label>
              <FieldInput {...text('title')} maxLength={200} />
            </Field.Root>
            <Field.Root>
              <Field.Label>Display Order</Field.Label>
              <FieldInput type="number" inputMode="numeric" step="1" min="0" {...text('order')} />
            </Field.Root>
          </SimpleGrid>
          <Field.Root>
            <Field.Label>Description (optional)</Field.Label>
            <TextArea {...text('description')} rows={2} />
          </Field.Root>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <Field.Root>
              <Field.Label>Image Width (px)</Field.Label>
              <FieldInput
                type="number"
                inputMode="numeric"
                step="1"
                min="0"
                placeholder="1920"
                {...text('imageWidth')}
              />
            </Field.Root>
            <Field.Root>
              <Field.Label>Image Height (px)</Field.Label>
              <FieldInput
                type="number"
                inputMode="numeric"
                step="1"
                min="0"
                placeholder="600"
                {...text('imageHeight')}
              />
            </Field.Root>
          </SimpleGrid>
          <Box as="fieldset" borderWidth="1px" borderRadius="md" p="4">
            <Text as="legend" px="1" fontWeight="semibold" fontSize="sm">
              Call to action (optional)
            </Text>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <Field.Root>
                <Field.Label>Button Text</Field.Label>
                <FieldInput {...text('buttonText')} placeholder="Shop Now" maxLength={100} />
              </Field.Root>
              <Field.Root>
                <Field.Label>Button Link/URL</Field.Label>
                <FieldInput
                  {...text('buttonLink')}
                  placeholder="/products/... or https://..."
                  maxLength={1000}
                />
                <Field.HelperText>An internal product path or an external URL.</Field.HelperText>
              </Field.Root>
              <Field.Root>
                <Field.Label>Button Style</Field.Label>
                <FieldInput {...text('buttonType')} placeholder="primary or secondary" maxLength={50} />
              </Field.Root>
            </SimpleGrid>
          </Box>
          <Flex gap="3" justify="flex-end" wrap="wrap">
            <Button variant="outline" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              colorPalette="maroon"
              disabled={save.isPending}
              data-testid="carousel-submit-button"
            >
              {save.isPending ? 'Saving...' : editing ? 'Update Image' : 'Add Image'}
            </Button>
          </Flex>
        </Stack>
      </chakra.form>
    </Panel>
  );
}
