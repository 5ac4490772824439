import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Box, Button, Heading, Text } from '@festive/web-kit';
import { FirstViewHandoff } from '../first-view/first-view-handoff';
import { IncompatibleRemoteError } from './remote-compat';
import { remoteLabel, type RemoteName } from './remote-names';

interface Props {
  name: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Catches a remote that cannot be fetched or that throws while rendering, so the header, the
 * cart badge and the other remotes keep working.
 */
export class RemoteErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Already logged with the versions involved when the remote was refused.
    if (error instanceof IncompatibleRemoteError) return;
    console.error(`Remote ${this.props.name} failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Box
        role="alert"
        data-testid="remote-error"
        data-remote={this.props.name}
        data-reason={this.state.error instanceof IncompatibleRemoteError ? 'incompatible' : 'unavailable'}
        maxW="xl"
        mx="auto"
        my={{ base: '10', md: '16' }}
        p={{ base: '6', md: '8' }}
        bg="bg.panel"
        borderWidth="1px"
        borderColor="saffron.200"
        borderRadius="xl"
        textAlign="center"
        boxShadow="sm"
      >
        <Heading as="h1" size="lg" color="maroon.800" mb="2">
          This part of the shop could not load
        </Heading>
        <Text color="fg.muted" mb="6">
          {remoteLabel(this.props.name)} is not available right now. The rest of the shop still works, and
          your cart is safe. Please try again in a moment.
        </Text>
        <Button data-testid="remote-retry-button" colorPalette="maroon" onClick={this.props.onRetry}>
          Retry
        </Button>
        <FirstViewHandoff />
      </Box>
    );
  }
}
