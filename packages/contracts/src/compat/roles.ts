/**
 * Which way each exported schema travels, so a release can be checked against the next one in
 * the direction that matters to the slices shipped with it:
 * - `answer`: written by a service, parsed by consumers (remotes, other services). Today's answers
 *   must still parse with the schema a consumer was released with.
 * - `request`: written by consumers, parsed by a service. Today's service must still accept what
 *   a released consumer sends.
 * - `message`: written and read by sides that ship apart (queue jobs, stored cart rows, the
 *   checkout's session storage, lists used in both directions): both checks apply.
 *
 * Every schema exported by the package must be listed; a unit test keeps this list complete.
 */
export type ContractRole = 'answer' | 'request' | 'message';

export const CONTRACT_ROLES: Readonly<Record<string, ContractRole>> = {
  // catalog
  categoriesQuerySchema: 'request',
  categorySchema: 'answer',
  categoriesResponseSchema: 'answer',
  productsQuerySchema: 'request',
  productSchema: 'answer',
  productsResponseSchema: 'answer',
  productsPageSchema: 'answer',
  productInputSchema: 'request',
  sizeOptionSchema: 'request',
  currencySchema: 'answer',
  carouselImageSchema: 'answer',
  carouselImagesResponseSchema: 'answer',
  carouselImageInputSchema: 'request',
  uploadUrlResponseSchema: 'answer',
  objectAcceptSchema: 'request',
  uploadRequestSchema: 'request',
  acceptedObjectSchema: 'answer',
  // catalog /internal (orders and admin call them)
  catalogStatsSchema: 'answer',
  productLookupRequestSchema: 'request',
  productLookupResponseSchema: 'answer',
  productSnapshotSchema: 'answer',
  reserveStockSchema: 'request',
  reservedLineSchema: 'answer',
  reservationSchema: 'answer',
  reservationChangeSchema: 'answer',
  commitReservationsSchema: 'request',
  reservationsCommittedSchema: 'answer',
  stockShortageSchema: 'answer',
  staleReservationsQuerySchema: 'request',
  staleReservationsSchema: 'answer',
  // orders
  paymentMethodSchema: 'message',
  orderSchema: 'answer',
  orderItemSchema: 'answer',
  adminOrdersResponseSchema: 'answer',
  orderLineSchema: 'request',
  placeOrderSchema: 'request',
  placeOrderResponseSchema: 'answer',
  priceMismatchSchema: 'answer',
  returnRequestSchema: 'answer',
  returnRequestsResponseSchema: 'answer',
  createReturnSchema: 'request',
  cancelOrderSchema: 'request',
  cancelledOrderSchema: 'answer',
  // refunds and return decisions
  refundStatusSchema: 'answer',
  refundSchema: 'answer',
  approveReturnSchema: 'request',
  rejectReturnSchema: 'request',
  markRefundPaidSchema: 'request',
  // The lifecycle's states are stored and read on both sides (database, services, screens).
  orderStatusSchema: 'message',
  paymentStatusSchema: 'message',
  shippingStatusSchema: 'message',
  paymentAttemptStatusSchema: 'message',
  returnStatusSchema: 'message',
  orderStatusChangeSchema: 'request',
  orderTransitionSchema: 'answer',
  orderTransitionsResponseSchema: 'answer',
  customerOrderSchema: 'answer',
  customerOrdersResponseSchema: 'answer',
  // the back office's order desk
  orderDeskQuerySchema: 'request',
  returnDeskQuerySchema: 'request',
  orderDeskPageSchema: 'answer',
  returnDeskPageSchema: 'answer',
  paymentAttemptSchema: 'answer',
  trackingEventSchema: 'answer',
  orderDeskDetailSchema: 'answer',
  orderDeskQueuedSchema: 'answer',
  putCartSchema: 'request',
  cartLineSchema: 'answer',
  serverCartSchema: 'answer',
  storedCartItemSchema: 'message',
  cartItemSchema: 'message',
  serviceabilitySchema: 'answer',
  createRazorpayOrderSchema: 'request',
  razorpayCheckoutSchema: 'answer',
  razorpayOrderResponseSchema: 'answer',
  razorpayPaymentResultSchema: 'request',
  verifyPaymentResponseSchema: 'answer',
  razorpayWebhookSchema: 'request',
  shiprocketTrackingWebhookSchema: 'request',
  shiprocketScanSchema: 'request',
  shiprocketScansSchema: 'request',
  webhookAckSchema: 'answer',
  // the shipment timeline in My Orders (stages are read by screens shipped apart)
  shipmentStageSchema: 'answer',
  shipmentStepSchema: 'answer',
  shipmentTimelineSchema: 'answer',
  // orders /internal (admin and support-chat call them)
  ordersStatsSchema: 'answer',
  orderSummarySchema: 'answer',
  orderSummariesResponseSchema: 'answer',
  // queue payloads (producer and worker ship apart)
  shippingSubmitJobSchema: 'message',
  invoiceEmailJobSchema: 'message',
  notificationJobSchema: 'message',
  refundRazorpayJobSchema: 'message',
  supportEscalationJobSchema: 'message',
  // identity
  deliveryDetailsSchema: 'message',
  userSchema: 'answer',
  addressSchema: 'answer',
  addressesResponseSchema: 'answer',
  createAddressSchema: 'request',
  sessionSchema: 'answer',
  meSchema: 'answer',
  sendOtpSchema: 'request',
  sendOtpResponseSchema: 'answer',
  phoneTrustSchema: 'request',
  phoneTrustResponseSchema: 'answer',
  verifyOtpSchema: 'request',
  verifyOtpResponseSchema: 'answer',
  otpRecordSchema: 'answer',
  messageResponseSchema: 'answer',
  // support-chat
  chatMessageSchema: 'message',
  chatRequestSchema: 'request',
  chatResponseSchema: 'answer',
  liveAgentResponseSchema: 'answer',
  chatSessionSchema: 'answer',
  chatHistorySchema: 'answer',
  // admin
  adminStatusSchema: 'answer',
  adminLoginSchema: 'request',
  dashboardStatsSchema: 'answer',
  // every service
  errorBodySchema: 'answer',
  // remotes: build stamps and the published manifest, written and read by tools shipped apart
  remoteReleaseSchema: 'message',
  remoteStampSchema: 'message',
  shellStampSchema: 'message',
  remoteManifestSchema: 'message',
};
