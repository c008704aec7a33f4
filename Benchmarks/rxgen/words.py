"""Word lists and naming helpers.

None of the lists contains "Flow", "ViewController", "navigate" or "addChild": files built only
from them must not look navigational to rxtree's byte filter.
"""

DOMAINS = [
    "Account", "Activity", "Address", "Analytics", "Appointment", "Auction", "Badge", "Billing",
    "Booking", "Budget", "Calendar", "Camera", "Cart", "Catalog", "Chat", "Checkout", "Coupon",
    "Course", "Delivery", "Device", "Document", "Donation", "Event", "Expense", "Explore",
    "Favorite", "Feed", "Fitness", "Gallery", "Gift", "Grocery", "Health", "Inbox", "Insurance",
    "Invoice", "Journal", "Loyalty", "Map", "Media", "Membership", "Message", "Music", "News",
    "Note", "Offer", "Onboarding", "Order", "Parking", "Payment", "Pet", "Photo", "Playlist",
    "Podcast", "Portfolio", "Profile", "Recipe", "Referral", "Rental", "Reservation", "Review",
    "Reward", "Schedule", "Security", "Shipping", "Store", "Subscription", "Support", "Survey",
    "Task", "Ticket", "Transfer", "Travel", "Trip", "Video", "Voucher", "Wallet", "Weather",
    "Wishlist", "Workout",
]

QUALIFIERS = [
    "Business", "Family", "Guest", "Partner", "Premium", "Team", "Local", "Shared", "Legacy",
    "Remote", "Global", "Smart", "Quick", "Express", "Kids", "Studio", "Campus", "Fleet",
]

FLOW_SUBS = [
    "Browse", "Manage", "History", "Preferences", "Setup", "Sharing", "Insights", "Archive",
    "Discover", "Compose", "Verify", "Export", "Members", "Plans", "Goals", "Collections",
    "Orders", "Perks", "Alerts", "Drafts", "Saved", "Reports", "Sync", "Wizard", "Trends",
    "Queue", "Hub", "Center", "Tools", "Inventory", "Contacts", "Groups", "Invites", "Limits",
]

SCREENS = [
    "List", "Detail", "Edit", "Search", "Settings", "Summary", "Filter", "Picker", "Review",
    "Confirmation", "Intro", "Empty", "Error", "Share", "Compose", "Preview", "Stats", "Overview",
    "Form", "Result", "Success", "Info", "Options", "Sort", "Tutorial", "Permission", "Dashboard",
    "Timeline", "Comments", "Rating", "Status", "Receipt", "Scanner", "Upload", "Details", "Menu",
    "Home", "Welcome", "Feedback", "Report", "Player", "Viewer", "Editor", "Selection",
]

CHILD_PARTS = [
    "Header", "Footer", "Banner", "Toolbar", "Chart", "Carousel", "EmptyState", "Progress",
    "Segment", "Badge", "Highlights", "Actions", "Filters", "Tabs", "Card", "Legend",
]

APP_SCREENS = ["Splash", "Maintenance", "ForceUpdate", "Consent", "Launch"]

MODEL_NOUNS = [
    "Item", "Entry", "Record", "Snapshot", "Metadata", "Attachment", "Preference", "Category",
    "Tag", "Price", "Period", "Request", "Response", "Payload", "Draft", "Quota", "Limit",
    "Owner", "Member", "Slot", "Rule", "Template", "Section", "Coordinate", "Reminder",
    "Session", "Token", "Receipt", "Balance", "Rate", "Counter", "Label", "Link", "Media",
]

ENUM_NOUNS = ["Kind", "State", "Priority", "Visibility", "Tier", "Source", "Channel", "Format"]

SERVICE_SUFFIXES = [
    "Service", "APIClient", "Repository", "Store", "Cache", "Manager", "Provider",
    "Synchronizer", "Uploader", "Downloader", "Tracker", "Storage",
]

UTILITY_SUFFIXES = [
    "Formatter", "Validator", "Logger", "Parser", "Builder", "Calculator", "Scheduler",
    "Throttler", "Encoder", "Decoder", "Mapper", "Sanitizer", "Normalizer", "Resolver",
]

EXTENSION_BASES = [
    ("String", "Foundation"), ("Date", "Foundation"), ("Array", "Foundation"),
    ("Data", "Foundation"), ("URL", "Foundation"), ("Double", "Foundation"),
    ("Int", "Foundation"), ("Decimal", "Foundation"), ("Dictionary", "Foundation"),
    ("UIColor", "UIKit"), ("UIFont", "UIKit"), ("UIImage", "UIKit"), ("UIView", "UIKit"),
    ("UILabel", "UIKit"), ("UIButton", "UIKit"), ("ObservableType", "RxSwift"),
    ("Optional", "Foundation"), ("Calendar", "Foundation"), ("Locale", "Foundation"),
]

UTILITY_FOLDERS = ["Formatting", "Validation", "Logging", "Parsing", "Storage", "Scheduling"]

LABEL_ROLES = [
    "title", "subtitle", "caption", "price", "date", "status", "name", "summary", "details",
    "footnote", "counter", "message", "hint", "total", "author", "location",
]
BUTTON_ROLES = [
    "submit", "cancel", "share", "retry", "edit", "save", "delete", "more", "dismiss", "apply",
    "reset", "follow", "download", "confirm",
]
IMAGE_ROLES = ["avatar", "cover", "thumbnail", "icon", "banner", "logo", "preview"]
FIELD_ROLES = ["query", "email", "comment", "amount", "note", "code", "nickname"]
SWITCH_ROLES = ["notifications", "autoRenew", "sync", "reminders", "location", "offline"]

PROPS = [
    ("id", "String", '"3F2504E0-4F89"', None),
    ("title", "String", '"Weekly summary"', None),
    ("subtitle", "String?", "nil", None),
    ("createdAt", "Date", "Date(timeIntervalSince1970: 1_600_000_000)", "created_at"),
    ("updatedAt", "Date?", "nil", "updated_at"),
    ("amount", "Decimal", "Decimal(string: \"19.99\") ?? 0", None),
    ("currencyCode", "String", '"EUR"', "currency_code"),
    ("count", "Int", "3", None),
    ("isActive", "Bool", "true", "is_active"),
    ("tags", "[String]", '["new", "popular"]', None),
    ("imageURL", "URL?", 'URL(string: "https://cdn.example.com/placeholder.png")', "image_url"),
    ("ownerID", "String", '"user-42"', "owner_id"),
    ("rating", "Double", "4.5", None),
    ("notes", "String?", "nil", None),
    ("position", "Int", "0", None),
    ("expiresAt", "Date?", "nil", "expires_at"),
    ("isFavorite", "Bool", "false", "is_favorite"),
    ("durationInSeconds", "TimeInterval", "90", "duration_in_seconds"),
    ("locale", "String", '"en_US"', None),
    ("version", "Int", "2", None),
    ("externalReference", "String?", "nil", "external_reference"),
    ("attachmentCount", "Int", "0", "attachment_count"),
    ("latitude", "Double?", "nil", None),
    ("longitude", "Double?", "nil", None),
]

ENUM_CASES = [
    "pending", "active", "archived", "draft", "expired", "suspended", "standard", "premium",
    "basic", "featured", "hidden", "scheduled", "completed", "failed", "unknown", "manual",
    "automatic", "weekly", "monthly", "yearly", "low", "medium", "high", "critical",
]

DEVELOPERS = [
    "Alex Kim", "Maria Lopez", "Jonas Berg", "Priya Nair", "Tom Becker", "Yuki Sato",
    "Lena Fischer", "Omar Haddad", "Chloe Martin", "Ivan Petrov", "Sara Rossi", "Ben Carter",
]

APP_NAMES = ["Harbor", "Compass", "Lantern", "Meadow", "Summit", "Orbit", "Pebble", "Juniper"]

NOUN_TAGS = [
    "Total", "Balance", "Price", "Score", "Distance", "Duration", "Count", "Limit", "Quota",
    "Rate", "Value", "Weight", "Progress", "Budget", "Fee", "Discount",
]

SWIFT_KEYWORDS = {
    "default", "import", "class", "return", "public", "internal", "private", "static",
    "struct", "enum", "protocol", "extension", "func", "var", "let", "case", "switch", "if",
    "else", "for", "while", "repeat", "do", "catch", "throw", "throws", "in", "is", "as",
    "self", "Self", "super", "init", "deinit", "subscript", "operator", "where", "true",
    "false", "nil", "guard", "defer", "break", "continue", "fallthrough", "inout", "typealias",
    "associatedtype", "fileprivate", "open", "rethrows", "Any", "some", "any",
}


def lower_first(name: str) -> str:
    if not name:
        return name
    if name[:2].isupper():  # "URL" -> "url", "APIClient" -> "apiClient"
        i = 0
        while i < len(name) and name[i].isupper():
            i += 1
        if i == len(name):
            return name.lower()
        i -= 1
        return name[:i].lower() + name[i:]
    return name[0].lower() + name[1:]


def upper_first(name: str) -> str:
    return name[0].upper() + name[1:] if name else name


def ident(name: str) -> str:
    return f"`{name}`" if name in SWIFT_KEYWORDS else name


def snake(name: str) -> str:
    out = []
    for i, ch in enumerate(name):
        if ch.isupper() and i > 0 and not name[i - 1].isupper():
            out.append("_")
        out.append(ch.lower())
    return "".join(out)
