/** Fixed lookup ids (spec §3: "Fixed lookup ids exist for both lists"). Never renumber a shipped id. */
export const BUSINESS_ROLES = [
  { id: 'b0a1e6f0-2c4d-4e8a-9f10-000000000001', label: 'Independent agent' },
  { id: 'b0a1e6f0-2c4d-4e8a-9f10-000000000002', label: 'Captive agent' },
  { id: 'b0a1e6f0-2c4d-4e8a-9f10-000000000003', label: 'Agency owner' },
  { id: 'b0a1e6f0-2c4d-4e8a-9f10-000000000004', label: 'Agency manager or trainer' },
  { id: 'b0a1e6f0-2c4d-4e8a-9f10-000000000005', label: 'IMO / FMO / BGA' },
  { id: 'b0a1e6f0-2c4d-4e8a-9f10-000000000006', label: 'Call-center agent' },
  { id: 'b0a1e6f0-2c4d-4e8a-9f10-000000000007', label: 'New agent (licensed less than a year)' },
  { id: 'b0a1e6f0-2c4d-4e8a-9f10-000000000008', label: 'Financial advisor' },
] as const;

export const HEAR_FROM = [
  { id: 'c0b2f7a1-3d5e-4f9b-8a21-000000000001', label: 'Google search' },
  { id: 'c0b2f7a1-3d5e-4f9b-8a21-000000000002', label: 'Facebook' },
  { id: 'c0b2f7a1-3d5e-4f9b-8a21-000000000003', label: 'LinkedIn' },
  { id: 'c0b2f7a1-3d5e-4f9b-8a21-000000000004', label: 'YouTube' },
  { id: 'c0b2f7a1-3d5e-4f9b-8a21-000000000005', label: 'Instagram or TikTok' },
  { id: 'c0b2f7a1-3d5e-4f9b-8a21-000000000006', label: 'A friend or colleague' },
  { id: 'c0b2f7a1-3d5e-4f9b-8a21-000000000007', label: 'My IMO or upline' },
  { id: 'c0b2f7a1-3d5e-4f9b-8a21-000000000008', label: 'A conference or event' },
  { id: 'c0b2f7a1-3d5e-4f9b-8a21-000000000009', label: 'A podcast' },
  { id: 'c0b2f7a1-3d5e-4f9b-8a21-000000000010', label: 'Other' },
] as const;
