// The rank form's messages and bounds, the same as the contract's RankName, RankPoints and HexColor (a unit test
// keeps them in step).

export const RANK_NAME_MAX = 16;
export const RANK_POINTS_MAX = 100_000_000;
export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

export const rankMessages = {
  name: { required: '请输入等级名称', maxLength: '等级名称不能超过 16 个字' },
  minPoints: {
    required: '请输入所需声望',
    minimum: '所需声望不能小于 0',
    maximum: '所需声望不能超过 100000000',
    /** Not in the contract: the field is typed text, so say what the integer type expects. */
    integer: '所需声望应为整数',
  },
  color: { required: '请选择颜色', pattern: '颜色格式应为 #RRGGBB' },
} as const;

/** Element's predefined colours, the palette site administrators know from the old console. */
export const RANK_COLORS = ['#909399', '#67C23A', '#409EFF', '#E6A23C', '#F56C6C', '#9B59B6', '#1ABC9C', '#303133'] as const;
