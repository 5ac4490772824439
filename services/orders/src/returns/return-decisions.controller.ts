import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  approveReturnSchema,
  errorBodySchema,
  markRefundPaidSchema,
  type MarkRefundPaidRequest,
  type ParsedApproveReturn,
  type Refund,
  REFUND_REFUSALS,
  refundSchema,
  rejectReturnSchema,
  type RejectReturnRequest,
  type ReturnRequest,
  returnRequestSchema,
} from '@festive/contracts';
import { AdminGuard, ApiZodBody, ApiZodResponse, ParseUuidPipe, ZodPipe } from '@festive/server-kit';
import { REFUND_NOT_FOUND, RETURN_NOT_FOUND, ReturnDecisionsService } from './return-decisions.service';

/**
 * The back office decides return requests, records refunds it paid by hand and asks again for a
 * refund Razorpay failed.
 */
@ApiTags('returns')
@Controller('api/admin')
@UseGuards(AdminGuard)
export class ReturnDecisionsController {
  constructor(private readonly decisions: ReturnDecisionsService) {}

  /** POST /api/admin/returns/{id}/approve */
  @Post('returns/:id/approve')
  @HttpCode(200)
  @ApiZodBody(approveReturnSchema)
  @ApiZodResponse(returnRequestSchema)
  @ApiZodResponse(errorBodySchema, 400, `${REFUND_REFUSALS.aboveDue} / ${REFUND_REFUSALS.zero}`)
  @ApiZodResponse(errorBodySchema, 404, RETURN_NOT_FOUND)
  @ApiZodResponse(errorBodySchema, 409, REFUND_REFUSALS.alreadyDecided)
  approve(
    @Param('id', new ParseUuidPipe({ message: RETURN_NOT_FOUND })) returnId: string,
    @Body(new ZodPipe(approveReturnSchema)) body: ParsedApproveReturn,
  ): Promise<ReturnRequest> {
    return this.decisions.approve(returnId, body);
  }

  /** POST /api/admin/returns/{id}/reject */
  @Post('returns/:id/reject')
  @HttpCode(200)
  @ApiZodBody(rejectReturnSchema)
  @ApiZodResponse(returnRequestSchema)
  @ApiZodResponse(errorBodySchema, 400, 'reason is required')
  @ApiZodResponse(errorBodySchema, 404, RETURN_NOT_FOUND)
  @ApiZodResponse(errorBodySchema, 409, REFUND_REFUSALS.alreadyDecided)
  reject(
    @Param('id', new ParseUuidPipe({ message: RETURN_NOT_FOUND })) returnId: string,
    @Body(new ZodPipe(rejectReturnSchema)) body: RejectReturnRequest,
  ): Promise<ReturnRequest> {
    return this.decisions.reject(returnId, body);
  }

  /** POST /api/admin/refunds/{id}/paid */
  @Post('refunds/:id/paid')
  @HttpCode(200)
  @ApiZodBody(markRefundPaidSchema)
  @ApiZodResponse(refundSchema)
  @ApiZodResponse(errorBodySchema, 400, 'reference is required')
  @ApiZodResponse(errorBodySchema, 404, REFUND_NOT_FOUND)
  @ApiZodResponse(errorBodySchema, 409, `${REFUND_REFUSALS.notManual} / ${REFUND_REFUSALS.alreadySettled}`)
  markPaid(
    @Param('id', new ParseUuidPipe({ message: REFUND_NOT_FOUND })) refundId: string,
    @Body(new ZodPipe(markRefundPaidSchema)) body: MarkRefundPaidRequest,
  ): Promise<Refund> {
    return this.decisions.markPaid(refundId, body.reference);
  }

  /** POST /api/admin/refunds/{id}/retry: a failed Razorpay refund asked for again. */
  @Post('refunds/:id/retry')
  @HttpCode(200)
  @ApiZodResponse(refundSchema)
  @ApiZodResponse(errorBodySchema, 404, REFUND_NOT_FOUND)
  @ApiZodResponse(errorBodySchema, 409, `${REFUND_REFUSALS.notFailed} / ${REFUND_REFUSALS.nothingLeft}`)
  retry(@Param('id', new ParseUuidPipe({ message: REFUND_NOT_FOUND })) refundId: string): Promise<Refund> {
    return this.decisions.retry(refundId);
  }
}
