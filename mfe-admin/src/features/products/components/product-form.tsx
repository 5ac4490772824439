import { useState, type FormEvent } from 'react';
import { Button, chakra, Flex, SimpleGrid, Stack } from '@festive/web-kit';
import { Field, FieldInput, NativeSelect } from '@festive/web-kit/controls';
import {
  GST_RATES,
  LIMITS,
  type Product,
  SIZE_OPTIONS,
  SUBCATEGORIES,
  TOP_LEVEL_CATEGORIES,
  type TopLevelCategory,
} from '@festive/contracts';
import { ImageField } from '../../../common/image-field';
import { FormHeaderActions, TextArea } from '../../../common/form-parts';
import { Panel } from '../../../common/panel';
import { useOccasionNames } from '../api/occasion-names';
import { useSaveProduct } from '../api/save-product';
import {
  EMPTY_PRODUCT_FORM,
  formFromProduct,
  hsnCodeProblem,
  type ProductFormValues,
  skuPreview,
  tagOptions,
  toProductPayload,
  withCategory,
  withSubcategory,
  withTax,
} from '../product-form-state';
import { TagsField } from './tags-field';

interface ProductFormProps {
  /** The product being edited; none when creating. */
  editing: Product | null;
  products: readonly Product[];
  onClose(): void;
  onReturnToDashboard(): void;
}

/**
 * The create/edit product form. It closes and resets on a successful save, Cancel, the
 * X button or 'Return to Dashboard'; on a failure it keeps what was typed.
 */
export function ProductForm({ editing, products, onClose, onReturnToDashboard }: ProductFormProps) {
  const mode = editing ? 'edit' : 'create';
  const [form, setForm] = useState<ProductFormValues>(() =>
    editing ? formFromProduct(editing) : EMPTY_PRODUCT_FORM,
  );
  const [tried, setTried] = useState(false);
  const occasions = useOccasionNames();
  const save = useSaveProduct(onClose);
  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const missingName = !form.name.trim();
  const missingImage = !form.image.trim();
  const hsnProblem = hsnCodeProblem(form.hsnCode);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (missingName || missingImage || hsnProblem) return;
    const payload = toProductPayload(form, mode);
    save.mutate(editing ? { mode: 'edit', id: editing.id, payload } : { mode: 'create', payload });
  };

  return (
    <Panel
      title={editing ? 'Edit Product' : 'Add New Product'}
      testId="product-form"
      actions={
        <FormHeaderActions
          closeLabel="Close the product form"
          onClose={onClose}
          onReturnToDashboard={onReturnToDashboard}
        />
      }
    >
      <chakra.form onSubmit={submit} noValidate>
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root required invalid={tried && missingName}>
              <Field.Label>
                Name <Field.RequiredIndicator />
              </Field.Label>
              <FieldInput
                value={form.name}
                onChange={(e) => set('name', e.target.value)}
                maxLength={LIMITS.nameMax}
              />
              <Field.ErrorText>Enter the product's name.</Field.ErrorText>
            </Field.Root>
            <Field.Root readOnly={!editing}>
              <Field.Label>SKU</Field.Label>
              <FieldInput
                value={editing ? form.sku : skuPreview(form, products)}
                onChange={(e) => set('sku', e.target.value)}
                readOnly={!editing}
                maxLength={32}
                data-testid="sku-input"
              />
              <Field.HelperText>
                {editing ? 'Must be unique.' : 'Generated from the category and subcategory when saved.'}
              </Field.HelperText>
            </Field.Root>
          </SimpleGrid>
          <Field.Root>
            <Field.Label>Description</Field.Label>
            <TextArea
              value={form.description}
              onChange={(e) => set('description', e.target.value)}
              rows={3}
            />
          </Field.Root>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <Field.Root required>
              <Field.Label>Price (₹)</Field.Label>
              <FieldInput
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
                value={form.price}
                onChange={(e) => set('price', e.target.value)}
              />
            </Field.Root>
            <Field.Root>
              <Field.Label>Stock</Field.Label>
              <FieldInput
                type="number"
                inputMode="numeric"
                step="1"
                min="0"
                value={form.stock}
                onChange={(e) => set('stock', e.target.value)}
              />
            </Field.Root>
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <Field.Root>
              <Field.Label>Category</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={form.category}
                  onChange={(e) =>
                    setForm((current) => withCategory(current, e.target.value as TopLevelCategory | ''))
                  }
                  data-testid="category-select"
                >
                  <option value="">Select category</option>
                  {TOP_LEVEL_CATEGORIES.map((category) => (
                    <option key={category} value={category}>
                      {category}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {form.occasionOverride && (
                <Field.HelperText>Saved as '{form.occasionOverride}'.</Field.HelperText>
              )}
            </Field.Root>
            <OptionSelect
              label="Subcategory"
              placeholder="Select subcategory (optional)"
              options={SUBCATEGORIES}
              value={form.subcategory}
              onChange={(value) => setForm((current) => withSubcategory(current, value))}
              testId="subcategory-select"
            />
            <OptionSelect
              label="Size"
              placeholder="Select size (optional)"
              options={SIZE_OPTIONS}
              value={form.sizeOptions}
              onChange={(value) => set('sizeOptions', value)}
              testId="size-select"
            />
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <Field.Root required invalid={tried && hsnProblem !== null}>
              <Field.Label>
                HSN Code <Field.RequiredIndicator />
              </Field.Label>
              <FieldInput
                value={form.hsnCode}
                onChange={(e) => setForm((current) => withTax(current, { hsnCode: e.target.value }))}
                inputMode="numeric"
                maxLength={8}
                data-testid="hsn-code-input"
              />
              {tried && hsnProblem ? (
                <Field.ErrorText>{hsnProblem}.</Field.ErrorText>
              ) : (
                <Field.HelperText>
                  Filled in from the subcategory; change it if the product differs.
                </Field.HelperText>
              )}
            </Field.Root>
            <Field.Root>
              <Field.Label>GST Rate (%)</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={form.gstRate}
                  onChange={(e) => setForm((current) => withTax(current, { gstRate: e.target.value }))}
                  data-testid="gst-rate-select"
                >
                  {GST_RATES.map((rate) => (
                    <option key={rate} value={String(rate)}>
                      {rate}%
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.HelperText>Prices include GST.</Field.HelperText>
            </Field.Root>
          </SimpleGrid>
          <TagsField
            options={tagOptions(form.category, occasions.data ?? [])}
            categoryChosen={form.category !== ''}
            value={form.tags}
            onChange={(tags) => set('tags', tags)}
          />
          <Field.Root>
            <Field.Label>Color</Field.Label>
            <FieldInput
              value={form.color}
              onChange={(e) => set('color', e.target.value)}
              maxLength={100}
              placeholder="Optional, e.g. Gold"
            />
          </Field.Root>
          <ImageField
            label="Product Image"
            value={form.image}
            onChange={(image) => set('image', image)}
            maxFileSize={LIMITS.productImageMaxBytes}
            allowUrl
            invalid={tried && missingImage}
          />
          <Flex gap="3" justify="flex-end" wrap="wrap">
            <Button variant="outline" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              colorPalette="maroon"
              disabled={save.isPending}
              data-testid="product-submit-button"
            >
              {save.isPending ? 'Saving...' : editing ? 'Update Product' : 'Create Product'}
            </Button>
          </Flex>
        </Stack>
      </chakra.form>
    </Panel>
  );
}

function OptionSelect(props: {
  label: string;
  placeholder: string;
  options: readonly string[];
  value: string;
  onChange(value: string): void;
  testId: string;
}) {
  // A value the list does not know (an older product's) stays selectable.
  const options =
    props.value && !props.options.includes(props.value) ? [...props.options, props.value] : props.options;
  return (
    <Field.Root>
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          data-testid={props.testId}
        >
          <option value="">{props.placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
