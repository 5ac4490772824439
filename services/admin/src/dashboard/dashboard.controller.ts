import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type DashboardStats, dashboardStatsSchema } from '@festive/contracts';
import { AdminGuard, ApiZodResponse } from '@festive/server-kit';
import { DashboardStatsService } from './dashboard-stats.service';

@ApiTags('admin')
@Controller('api/dashboard')
@UseGuards(AdminGuard)
export class DashboardController {
  constructor(private readonly dashboard: DashboardStatsService) {}

  /** GET /api/dashboard/stats: the six figures of the dashboard tab. */
  @Get('stats')
  @ApiZodResponse(dashboardStatsSchema)
  stats(): Promise<DashboardStats> {
    return this.dashboard.stats();
  }
}
