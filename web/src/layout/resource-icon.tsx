import type { IconType } from 'react-icons';
import {
  LuActivity,
  LuBuilding2,
  LuCircleDot,
  LuFactory,
  LuFlag,
  LuFolderTree,
  LuGitBranch,
  LuLayers,
  LuListChecks,
  LuLogIn,
  LuMail,
  LuMapPin,
  LuShieldCheck,
  LuSlidersHorizontal,
  LuSiren,
  LuTags,
  LuTrendingDown,
  LuTruck,
  LuUser,
  LuUsers,
} from 'react-icons/lu';

/**
 * Optional icons for the menu; a resource without one gets the generic dot, so adding a resource
 * still needs nothing here.
 */
const ICONS: Record<string, IconType> = {
  companies: LuBuilding2,
  categories: LuFolderTree,
  statuslabels: LuTags,
  manufacturers: LuFactory,
  suppliers: LuTruck,
  departments: LuUsers,
  depreciations: LuTrendingDown,
  locations: LuMapPin,
  workorderstatuses: LuListChecks,
  workorderpriorities: LuFlag,
  workordercategories: LuActivity,
  causes: LuGitBranch,
  fields: LuSlidersHorizontal,
  fieldsets: LuLayers,
  escalations: LuSiren,
  emailtemplates: LuMail,
  users: LuUser,
  groups: LuShieldCheck,
  loginattempts: LuLogIn,
};

export const resourceIcon = (name: string): IconType => ICONS[name] ?? LuCircleDot;
