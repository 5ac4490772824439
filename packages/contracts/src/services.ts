/**
 * The five back-end services, their schemas and default ports. The gateway, `npm start`,
 * docker-compose and the nginx generator all read this table.
 */
export const SERVICE_NAMES = ['catalog', 'orders', 'identity', 'support-chat', 'admin'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export interface ServiceInfo {
  name: ServiceName;
  /** PostgreSQL schema the service owns and alone writes. */
  schema: string;
  /** Default HTTP port (override with <NAME>_PORT, e.g. SUPPORT_CHAT_PORT). */
  port: number;
  /** Whether it has a BullMQ worker entry point (worker.ts). */
  worker: boolean;
}

export const SERVICES: Record<ServiceName, ServiceInfo> = {
  catalog: { name: 'catalog', schema: 'catalog', port: 3101, worker: false },
  orders: { name: 'orders', schema: 'orders', port: 3102, worker: true },
  identity: { name: 'identity', schema: 'identity', port: 3103, worker: false },
  'support-chat': { name: 'support-chat', schema: 'support_chat', port: 3104, worker: true },
  admin: { name: 'admin', schema: 'admin', port: 3105, worker: false },
};

/** SUPPORT_CHAT, CATALOG...: the prefix of a service's environment variables. */
export const serviceEnvPrefix = (name: ServiceName): string => name.toUpperCase().replace(/-/g, '_');

export const GATEWAY_PORT = 8080;

/** BullMQ queues (queue names like `shipping.submit`). */
export const QUEUES = {
  shippingSubmit: 'shipping.submit',
  refundRazorpay: 'refund.razorpay',
  invoiceEmail: 'invoice.email',
  notificationSend: 'notification.send',
  supportEscalation: 'support.escalation',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];
