import { Module } from '@nestjs/common';
import { InvoiceService } from './invoice.service';

/**
 * The GST tax invoice of an order (numbering and HTML). Import it where an invoice is shown or
 * sent: the e-mail job here, the download (GET /api/orders/{id}/invoice) in the account slice.
 */
@Module({ providers: [InvoiceService], exports: [InvoiceService] })
export class InvoicesModule {}
