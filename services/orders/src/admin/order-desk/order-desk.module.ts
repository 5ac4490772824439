import { Module } from '@nestjs/common';
import { DeskListsService } from './desk-lists.service';
import { OrderDeskActionsService } from './order-desk-actions.service';
import { OrderDeskController } from './order-desk.controller';
import { OrderDrawerService } from './order-drawer.service';

/** The back office's order desk: searched lists, the order drawer and its repairs. */
@Module({
  controllers: [OrderDeskController],
  providers: [DeskListsService, OrderDrawerService, OrderDeskActionsService],
})
export class OrderDeskModule {}
