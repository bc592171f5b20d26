import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';

export interface InquiryContact {
  inquiryId: string;
  buyerName: string;
  buyerEmail: string;
  message: string;
  createdAt: Date;
}

/**
 * What a buyer wrote: personal data, kept beside the event log rather than in it, written in the
 * inquiry's own transaction and erasable without breaking a replay.
 */
@Injectable()
export class InquiryContacts {
  async save(manager: EntityManager, contact: InquiryContact): Promise<void> {
    await manager.query(
      `insert into inquiry_contacts (inquiry_id, buyer_name, buyer_email, message, created_at)
       values ($1, $2, $3, $4, $5)`,
      [
        contact.inquiryId,
        contact.buyerName,
        contact.buyerEmail,
        contact.message,
        contact.createdAt,
      ],
    );
  }
}
