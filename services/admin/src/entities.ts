import { AdminSignIn } from './sign-ins/admin-sign-in.entity';

export const ENTITIES = [AdminSignIn];
