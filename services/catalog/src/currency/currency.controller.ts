import { Controller, Get } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ApiTags } from '@nestjs/swagger';
import { type Currency, DEFAULT_CURRENCY, currencySchema } from '@festive/contracts';
import { ApiZodResponse } from '@festive/server-kit';
import { Repository } from 'typeorm';
import { PublicRead } from '../public-reads/public-read.decorator';
import { SHOP_SETTINGS, always } from '../public-reads/read-cache-policy';
import { CurrencyEntity } from './currency.entity';

@ApiTags('currency')
@Controller('api/currency')
export class CurrencyController {
  constructor(@InjectRepository(CurrencyEntity) private readonly currency: Repository<CurrencyEntity>) {}

  /** GET /api/currency: the shop's currency record (the migration seeds the spec's default). */
  @Get()
  @PublicRead(always(SHOP_SETTINGS))
  @ApiZodResponse(currencySchema)
  async get(): Promise<Currency> {
    const [row] = await this.currency.find({ take: 1 });
    if (!row) return { ...DEFAULT_CURRENCY };
    return { countryCode: row.countryCode, rate: Number(row.rate), symbol: row.symbol, code: row.code };
  }
}
