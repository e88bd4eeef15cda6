// A job portal's school grid titles its cell "학교명 (소재지)" and writes the school with its city in brackets
// ("인하대학교 물류전문대학원 (인천)", "Universitas Padjadjaran (Bandung)"): the bracket says where the school is,
// no part of its name. Only a known city in the brackets goes; "(야간)", "(원격)" and a campus stay.
import { isCity } from './vocabulary';

/** "충남대학교 (대전)" -> "충남대학교"; a name without a city in brackets at its end comes back as it was. */
export function withoutCityBracket(school: string): string {
  const match = school.match(/^(.+?)\s*[(（]\s*([^()（）]{1,30}?)\s*[)）]$/u);
  return match && isCity(match[2]) ? match[1].trim() : school;
}
