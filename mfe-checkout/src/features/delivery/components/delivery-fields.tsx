import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { LIMITS } from '@festive/contracts';
import { SimpleGrid } from '@festive/web-kit';
import { Field, FieldInput } from '@festive/web-kit/controls';
import type { DeliveryField, DeliveryValues, FieldErrors } from '../delivery-form-rules';

interface FieldSpec {
  label: string;
  autoComplete: string;
  type?: HTMLInputTypeAttribute;
  inputMode?: 'text' | 'tel' | 'email' | 'numeric';
  maxLength?: number;
  placeholder?: string;
  wide?: boolean;
}

/** The seven delivery fields in order, with what phones need to offer the right keyboard. */
const FIELDS: Record<DeliveryField, FieldSpec> = {
  name: { label: 'Full Name', autoComplete: 'name', placeholder: 'e.g. Asha Rao', wide: true },
  phone: {
    label: 'Phone Number',
    autoComplete: 'tel',
    type: 'tel',
    inputMode: 'tel',
    placeholder: '10-digit mobile number',
  },
  email: {
    label: 'Email',
    autoComplete: 'email',
    type: 'email',
    inputMode: 'email',
    placeholder: 'you@example.com',
  },
  address: {
    label: 'Address',
    autoComplete: 'street-address',
    placeholder: 'House no., street, area',
    wide: true,
  },
  city: { label: 'City', autoComplete: 'address-level2' },
  state: { label: 'State', autoComplete: 'address-level1' },
  pincode: {
    label: 'Pincode',
    autoComplete: 'postal-code',
    inputMode: 'numeric',
    maxLength: LIMITS.pincodeLength,
    placeholder: '6-digit pincode',
  },
};

interface DeliveryFieldsProps {
  fields: readonly DeliveryField[];
  values: DeliveryValues;
  errors: FieldErrors;
  locked: ReadonlySet<DeliveryField>;
  onChange(field: DeliveryField, value: string): void;
  /** Shown under a field, e.g. the pincode check. */
  below?: Partial<Record<DeliveryField, ReactNode>>;
}

export function DeliveryFields({ fields, values, errors, locked, onChange, below }: DeliveryFieldsProps) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      {fields.map((field) => {
        const spec = FIELDS[field];
        const readOnly = locked.has(field);
        return (
          <Field.Root
            key={field}
            invalid={Boolean(errors[field])}
            readOnly={readOnly}
            gridColumn={spec.wide ? { sm: 'span 2' } : undefined}
          >
            <Field.Label>{spec.label}</Field.Label>
            <FieldInput
              name={field}
              value={values[field]}
              onChange={(event) => onChange(field, event.target.value)}
              type={spec.type ?? 'text'}
              inputMode={spec.inputMode}
              autoComplete={spec.autoComplete}
              maxLength={spec.maxLength}
              placeholder={readOnly ? undefined : spec.placeholder}
              bg={readOnly ? 'bg.muted' : undefined}
              cursor={readOnly ? 'default' : undefined}
              data-testid={`delivery-${field}-input`}
            />
            {errors[field] && (
              <Field.ErrorText data-testid={`delivery-${field}-error`}>{errors[field]}</Field.ErrorText>
            )}
            {below?.[field]}
          </Field.Root>
        );
      })}
    </SimpleGrid>
  );
}
