import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Category, CategoryType } from '@festive/contracts';
import { Repository } from 'typeorm';
import { CategoryEntity } from './category.entity';

const toCategory = (row: CategoryEntity): Category => ({
  id: row.id,
  name: row.name,
  type: row.type,
  emoji: row.emoji,
  items: row.items,
  order: row.order,
});

@Injectable()
export class CategoriesService {
  constructor(@InjectRepository(CategoryEntity) private readonly categories: Repository<CategoryEntity>) {}

  /** All categories, or those of one type, by display order then name. */
  async list(type?: CategoryType): Promise<Category[]> {
    const rows = await this.categories.find({
      where: type ? { type } : {},
      order: { order: 'ASC', name: 'ASC' },
    });
    return rows.map(toCategory);
  }
}
