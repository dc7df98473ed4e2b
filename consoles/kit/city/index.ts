export { CityPicker, type CityPickerProps } from './CityPicker';
export { codeToPath, EMPTY_REGION, pathName, pathToCode, pathValue, type Region, type RegionValue } from './regions';
