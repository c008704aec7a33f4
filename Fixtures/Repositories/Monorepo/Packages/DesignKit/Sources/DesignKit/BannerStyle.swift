import UIKit

public enum BannerStyle {
    case error
    case warning
}
