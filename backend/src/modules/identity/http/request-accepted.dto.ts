import { ApiProperty } from '@nestjs/swagger';

/** The same answer whether or not the address has an account: nothing to enumerate. */
export class RequestAccepted {
  @ApiProperty({ enum: [true] })
  accepted!: true;

  @ApiProperty({ example: 'If an account exists for this address, we have sent it an email.' })
  message!: string;
}

export const REQUEST_ACCEPTED: RequestAccepted = {
  accepted: true,
  message: 'If an account exists for this address, we have sent it an email.',
};
