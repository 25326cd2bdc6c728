// Demo content: real Canadian and US cities (city-centre coordinates) and, per category, the
// business names and services a visitor would expect to find there.

export interface DemoCity {
  city: string;
  province: string;
  country: 'Canada' | 'United States';
  postal: string;
  lat: number;
  lng: number;
  /** Area code for made-up phone numbers. */
  area: string;
}

const ca = (
  city: string,
  province: string,
  postal: string,
  lat: number,
  lng: number,
  area: string,
): DemoCity => ({ city, province, country: 'Canada', postal, lat, lng, area });
const us = (
  city: string,
  province: string,
  postal: string,
  lat: number,
  lng: number,
  area: string,
): DemoCity => ({ city, province, country: 'United States', postal, lat, lng, area });

export const DEMO_CITIES: DemoCity[] = [
  ca('Toronto', 'ON', 'M5V', 43.6532, -79.3832, '416'),
  ca('Ottawa', 'ON', 'K1P', 45.4215, -75.6972, '613'),
  ca('Mississauga', 'ON', 'L5B', 43.589, -79.6441, '905'),
  ca('Hamilton', 'ON', 'L8P', 43.2557, -79.8711, '905'),
  ca('London', 'ON', 'N6A', 42.9849, -81.2453, '519'),
  ca('Montréal', 'QC', 'H3B', 45.5017, -73.5673, '514'),
  ca('Québec', 'QC', 'G1R', 46.8139, -71.208, '418'),
  ca('Vancouver', 'BC', 'V6B', 49.2827, -123.1207, '604'),
  ca('Victoria', 'BC', 'V8W', 48.4284, -123.3656, '250'),
  ca('Kelowna', 'BC', 'V1Y', 49.888, -119.496, '250'),
  ca('Calgary', 'AB', 'T2P', 51.0447, -114.0719, '403'),
  ca('Edmonton', 'AB', 'T5J', 53.5461, -113.4938, '780'),
  ca('Winnipeg', 'MB', 'R3C', 49.8951, -97.1384, '204'),
  ca('Regina', 'SK', 'S4P', 50.4452, -104.6189, '306'),
  ca('Saskatoon', 'SK', 'S7K', 52.1332, -106.67, '306'),
  ca('Halifax', 'NS', 'B3J', 44.6488, -63.5752, '902'),
  ca("St. John's", 'NL', 'A1C', 47.5615, -52.7126, '709'),
  ca('Moncton', 'NB', 'E1C', 46.0878, -64.7782, '506'),
  ca('Charlottetown', 'PE', 'C1A', 46.2382, -63.1311, '902'),
  ca('Whitehorse', 'YT', 'Y1A', 60.7212, -135.0568, '867'),
  us('New York', 'NY', '10001', 40.7128, -74.006, '212'),
  us('Boston', 'MA', '02108', 42.3601, -71.0589, '617'),
  us('Philadelphia', 'PA', '19107', 39.9526, -75.1652, '215'),
  us('Washington', 'DC', '20001', 38.9072, -77.0369, '202'),
  us('Atlanta', 'GA', '30303', 33.749, -84.388, '404'),
  us('Miami', 'FL', '33130', 25.7617, -80.1918, '305'),
  us('Detroit', 'MI', '48226', 42.3314, -83.0458, '313'),
  us('Chicago', 'IL', '60602', 41.8781, -87.6298, '312'),
  us('Minneapolis', 'MN', '55401', 44.9778, -93.265, '612'),
  us('Austin', 'TX', '78701', 30.2672, -97.7431, '512'),
  us('Houston', 'TX', '77002', 29.7604, -95.3698, '713'),
  us('Dallas', 'TX', '75201', 32.7767, -96.797, '214'),
  us('Nashville', 'TN', '37203', 36.1627, -86.7816, '615'),
  us('Denver', 'CO', '80202', 39.7392, -104.9903, '303'),
  us('Phoenix', 'AZ', '85004', 33.4484, -112.074, '602'),
  us('Salt Lake City', 'UT', '84111', 40.7608, -111.891, '801'),
  us('Seattle', 'WA', '98101', 47.6062, -122.3321, '206'),
  us('Portland', 'OR', '97204', 45.5152, -122.6784, '503'),
  us('San Francisco', 'CA', '94103', 37.7749, -122.4194, '415'),
  us('Los Angeles', 'CA', '90012', 34.0522, -118.2437, '213'),
  us('San Diego', 'CA', '92101', 32.7157, -117.1611, '619'),
  us('Anchorage', 'AK', '99501', 61.2181, -149.9003, '907'),
  us('Honolulu', 'HI', '96813', 21.3069, -157.8583, '808'),
];

/** First words of business names; a city name is used too. */
export const NAME_PREFIXES = [
  'Maple',
  'Harbour',
  'Summit',
  'Cedar',
  'Northside',
  'Riverside',
  'Bright',
  'Evergreen',
  'Lakeview',
  'Parkway',
  'Willow',
  'Granite',
  'True North',
  'Golden',
  'Oakridge',
  'Bluewater',
  'Pinecrest',
  'Westend',
  'Eastgate',
  'Sunrise',
  'Birch',
  'Silver Birch',
  'Hillside',
  'Meadow',
];

/** Per category: name endings and services [name, minutes, dollars]. */
export const CATEGORY_CONTENT: Record<
  string,
  { names: string[]; services: [string, number, number][] }
> = {
  Dental: {
    names: ['Dental', 'Family Dentistry', 'Dental Studio', 'Smile Centre'],
    services: [
      ['Check-up and Cleaning', 60, 180],
      ['Whitening', 90, 350],
      ['Emergency Exam', 30, 95],
      ['Child Check-up', 30, 85],
    ],
  },
  General: {
    names: ['Health Centre', 'Family Practice', 'Wellness Clinic'],
    services: [
      ['General Consultation', 15, 60],
      ['Annual Physical', 45, 150],
      ['Health Coaching Session', 60, 90],
    ],
  },
  Medical: {
    names: ['Medical Clinic', 'Medical Group', 'Skin Clinic'],
    services: [
      ['Doctor Visit', 15, 75],
      ['Skin Check', 30, 120],
      ['Travel Vaccination Consult', 30, 80],
      ['Sports Injury Exam', 45, 130],
    ],
  },
  Acupuncture: {
    names: ['Acupuncture', 'Needle & Balance', 'TCM Clinic'],
    services: [
      ['Initial Acupuncture', 90, 110],
      ['Follow-up Acupuncture', 60, 85],
      ['Cupping', 30, 55],
    ],
  },
  Aesthetics: {
    names: ['Aesthetics', 'Skin Bar', 'Beauty Lounge'],
    services: [
      ['Signature Facial', 60, 120],
      ['Lash Lift', 45, 85],
      ['Brow Shaping', 15, 30],
      ['Laser Hair Removal', 30, 150],
    ],
  },
  'Athletic Therapy': {
    names: ['Athletic Therapy', 'Sport Rehab', 'Performance Therapy'],
    services: [
      ['Injury Assessment', 60, 110],
      ['Rehab Session', 45, 90],
      ['Taping', 15, 35],
    ],
  },
  Chiropractic: {
    names: ['Chiropractic', 'Spine Centre', 'Chiro & Wellness'],
    services: [
      ['Initial Chiropractic Exam', 45, 95],
      ['Adjustment', 15, 55],
      ['Prenatal Adjustment', 30, 70],
    ],
  },
  Counselling: {
    names: ['Counselling', 'Counselling Collective', 'Therapy Rooms'],
    services: [
      ['Individual Session', 60, 140],
      ['Couples Session', 90, 190],
      ['Free Consultation', 15, 0],
    ],
  },
  Dietetics: {
    names: ['Nutrition', 'Dietitians', 'Nourish Clinic'],
    services: [
      ['Nutrition Assessment', 60, 130],
      ['Follow-up', 30, 70],
      ['Meal Planning', 45, 90],
    ],
  },
  Kinesiology: {
    names: ['Kinesiology', 'Movement Lab', 'Active Rehab'],
    services: [
      ['Movement Assessment', 60, 100],
      ['Exercise Therapy', 45, 80],
      ['Ergonomic Review', 90, 160],
    ],
  },
  'Massage Therapy': {
    names: ['Massage Therapy', 'Massage Studio', 'Body Works'],
    services: [
      ['Relaxation Massage', 60, 100],
      ['Deep Tissue Massage', 90, 145],
      ['Hot Stone Massage', 90, 155],
      ['Express Massage', 30, 60],
    ],
  },
  Midwifery: {
    names: ['Midwives', 'Birth Centre', 'Midwifery Care'],
    services: [
      ['Prenatal Visit', 45, 0],
      ['Postpartum Visit', 60, 0],
      ['Intro Meeting', 30, 0],
    ],
  },
  'Naturopathic Medicine': {
    names: ['Naturopathic', 'Natural Health', 'Integrative Clinic'],
    services: [
      ['Initial Naturopathic Visit', 90, 210],
      ['Follow-up Visit', 45, 110],
      ['IV Therapy', 60, 180],
    ],
  },
  'Occupational Therapy': {
    names: ['Occupational Therapy', 'OT Services', 'Function First'],
    services: [
      ['OT Assessment', 90, 200],
      ['Therapy Session', 60, 130],
      ['Workplace Visit', 120, 260],
    ],
  },
  Optometry: {
    names: ['Optometry', 'Eye Care', 'Vision Centre'],
    services: [
      ['Eye Exam', 30, 120],
      ['Contact Lens Fitting', 45, 90],
      ['Child Eye Exam', 30, 0],
      ['Dry Eye Treatment', 60, 150],
    ],
  },
  Osteopathy: {
    names: ['Osteopathy', 'Osteo Clinic', 'Manual Therapy'],
    services: [
      ['Osteopathic Treatment', 60, 115],
      ['Cranial Session', 45, 95],
    ],
  },
  'Personal Training': {
    names: ['Fitness', 'Training Studio', 'Strength Club'],
    services: [
      ['Personal Training', 60, 85],
      ['Yoga Private', 60, 75],
      ['Pilates Reformer', 45, 60],
      ['Fitness Assessment', 30, 40],
    ],
  },
  Podiatry: {
    names: ['Foot Clinic', 'Podiatry', 'Foot & Gait'],
    services: [
      ['Foot Assessment', 45, 95],
      ['Orthotics Casting', 60, 140],
      ['Nail Care', 30, 55],
    ],
  },
  Psychiatry: {
    names: ['Psychiatry', 'Mind Clinic', 'Psychiatric Associates'],
    services: [
      ['Psychiatric Assessment', 90, 300],
      ['Medication Review', 30, 120],
    ],
  },
  Psychology: {
    names: ['Psychology', 'Psychology Group', 'Mindful Practice'],
    services: [
      ['Therapy Session', 60, 200],
      ['CBT Session', 60, 190],
      ['Assessment Intake', 90, 260],
    ],
  },
  'Speech Therapy': {
    names: ['Speech Therapy', 'Speech & Language', 'Talk Clinic'],
    services: [
      ['Speech Assessment', 90, 220],
      ['Therapy Session', 45, 120],
      ['Stuttering Program', 60, 140],
    ],
  },
  Tattoo: {
    names: ['Tattoo', 'Ink Studio', 'Tattoo Parlour'],
    services: [
      ['Consultation', 15, 0],
      ['Small Tattoo', 60, 150],
      ['Half Day Session', 120, 500],
      ['Piercing', 15, 45],
    ],
  },
};

export const STREETS = [
  'Main St',
  'King St',
  'Queen St',
  'Park Ave',
  'Elm St',
  'Oak Ave',
  'Lakeshore Rd',
  'Church St',
  'Broadway',
  '2nd Ave',
  'Centre St',
  'Water St',
  'Maple Ave',
  'Victoria St',
];

export const OWNERS = [
  { firstName: 'Priya', lastName: 'Patel', email: 'priya@slotmap.demo', phone: '4165550201' },
  { firstName: 'Marcus', lastName: 'Chen', email: 'marcus@slotmap.demo', phone: '6045550202' },
  { firstName: 'Sofia', lastName: 'Garcia', email: 'sofia@slotmap.demo', phone: '3125550203' },
  { firstName: 'Liam', lastName: 'Tremblay', email: 'liam@slotmap.demo', phone: '5145550204' },
  { firstName: 'Ava', lastName: 'Johnson', email: 'ava@slotmap.demo', phone: '2065550205' },
];
