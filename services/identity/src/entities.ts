import { AddressEntity } from './addresses/address.entity';
import { OtpRecordEntity } from './otp/otp-record.entity';
import { UserEntity } from './users/user.entity';

export const ENTITIES = [UserEntity, AddressEntity, OtpRecordEntity];
