import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type AdminStatus, adminStatusSchema } from '@festive/contracts';
import { ApiZodResponse, IsAdmin } from '@festive/server-kit';

@ApiTags('admin')
@Controller('api/admin')
export class AdminStatusController {
  /** Whether this browser's session holds the admin role (GET /api/admin/status). */
  @Get('status')
  @ApiZodResponse(adminStatusSchema)
  status(@IsAdmin() isAdmin: boolean): AdminStatus {
    return { isAdmin };
  }
}
