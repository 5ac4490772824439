import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { INDIA_STATES_AND_UTS, LIMITS, isIndianState } from '@festive/contracts';
import { SimpleGrid } from '@festive/web-kit';
import { Field, FieldInput, NativeSelect } from '@festive/web-kit/controls';
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
  state: { label: 'State', autoComplete: 'address-level1', placeholder: 'Select state or union territory' },
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
            {field === 'state' && !readOnly ? (
              <StateSelect value={values.state} onChange={(value) => onChange('state', value)} />
            ) : (
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
            )}
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

/**
 * India's 36 states and union territories as a list, so an address always names one the courier
 * knows. A state saved before the list (not on it) is shown until the shopper picks another.
 */
function StateSelect({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field
        name="state"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="address-level1"
        data-testid="delivery-state-input"
      >
        <option value="">{FIELDS.state.placeholder}</option>
        {value && !isIndianState(value) && <option value={value}>{value}</option>}
        {INDIA_STATES_AND_UTS.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
