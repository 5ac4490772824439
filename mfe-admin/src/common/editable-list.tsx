import { Fragment, type ReactNode } from 'react';
import { Button, HStack, IconButton, Stack } from '@festive/web-kit';
import { DeleteIcon, EditIcon } from './icons';

/** What a list's form shows: closed, a new entry, or one being edited. */
export type FormState<T> = { open: false } | { open: true; editing: T | null };

/** What a list's form is handed when it opens. */
export interface ListFormProps<T> {
  editing: T | null;
  onClose(): void;
  /** Closes the form and goes back to the dashboard (the form's link after a save). */
  onReturnToDashboard(): void;
}

interface EditableListProps<T extends { id: string }> {
  formState: FormState<T>;
  onFormStateChange(state: FormState<T>): void;
  onReturnToDashboard(): void;
  /** The button that opens the form for a new entry, and its test id. */
  addLabel: string;
  addTestId: string;
  form(props: ListFormProps<T>): ReactNode;
  /** The list itself, in its panel. */
  children: ReactNode;
}

/**
 * A back-office tab that keeps a list (products, carousel images): the add button, or the form in
 * its place while one entry is added or edited, above the list.
 */
export function EditableList<T extends { id: string }>({
  formState,
  onFormStateChange,
  onReturnToDashboard,
  addLabel,
  addTestId,
  form,
  children,
}: EditableListProps<T>) {
  const close = () => onFormStateChange({ open: false });
  return (
    <Stack gap="6">
      {formState.open ? (
        // A new key resets the form whenever another entry (or a new one) is opened.
        <Fragment key={formState.editing?.id ?? 'new'}>
          {form({
            editing: formState.editing,
            onClose: close,
            onReturnToDashboard: () => {
              close();
              onReturnToDashboard();
            },
          })}
        </Fragment>
      ) : (
        <Button
          alignSelf="flex-start"
          colorPalette="maroon"
          onClick={() => onFormStateChange({ open: true, editing: null })}
          data-testid={addTestId}
        >
          {addLabel}
        </Button>
      )}
      {children}
    </Stack>
  );
}

/** A list row's edit and delete buttons; `name` is what their labels say they act on. */
export function RowActions({
  name,
  onEdit,
  onDelete,
  testIds,
}: {
  name: string;
  onEdit(): void;
  onDelete(): void;
  testIds: { edit: string; delete: string };
}) {
  return (
    <HStack gap="1">
      <IconButton
        size="sm"
        variant="ghost"
        aria-label={`Edit ${name}`}
        onClick={onEdit}
        data-testid={testIds.edit}
      >
        <EditIcon />
      </IconButton>
      <IconButton
        size="sm"
        variant="ghost"
        colorPalette="red"
        aria-label={`Delete ${name}`}
        onClick={onDelete}
        data-testid={testIds.delete}
      >
        <DeleteIcon />
      </IconButton>
    </HStack>
  );
}
