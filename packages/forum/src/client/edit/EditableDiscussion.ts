// The post form's edited discussion is part of its widget's props, defined in the contract.
export type { EditableDiscussion } from "../../contract/widgetProps";
