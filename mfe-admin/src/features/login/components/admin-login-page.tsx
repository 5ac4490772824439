import { useState, type FormEvent } from 'react';
import { Button, chakra, Heading, Stack, Text } from '@festive/web-kit';
import { Field, FieldInput } from '@festive/web-kit/controls';
import { AdminFrame } from '../../../common/admin-session/components/admin-frame';
import { useAdminLogin } from '../api/admin-login';

/** /admin/login: one shared password. */
export function AdminLoginPage() {
  const [password, setPassword] = useState('');
  const login = useAdminLogin();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password) login.mutate({ password });
  };
  return (
    <AdminFrame>
      <chakra.form
        onSubmit={submit}
        maxW="sm"
        mx="auto"
        mt={{ base: '6', md: '16' }}
        p="8"
        bg="bg.panel"
        borderRadius="2xl"
        borderWidth="1px"
        borderColor="saffron.200"
        boxShadow="md"
        data-testid="admin-login-page"
      >
        <Stack gap="6">
          <Stack gap="1" textAlign="center">
            <Heading as="h1" size="xl" color="maroon.800">
              Admin Access
            </Heading>
            <Text color="fg.muted">Enter admin password to continue</Text>
          </Stack>
          <Field.Root required>
            <Field.Label>Password</Field.Label>
            <FieldInput
              type="password"
              autoComplete="current-password"
              placeholder="Admin password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              data-testid="admin-password-input"
            />
          </Field.Root>
          <Button
            type="submit"
            colorPalette="maroon"
            disabled={!password || login.isPending}
            data-testid="admin-login-button"
          >
            {login.isPending ? 'Logging in...' : 'Login'}
          </Button>
        </Stack>
      </chakra.form>
    </AdminFrame>
  );
}
